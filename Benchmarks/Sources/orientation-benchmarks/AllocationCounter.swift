import MallocInterposerSwift

#if canImport(Glibc)
import Glibc
#endif

/// Counts heap allocations made by a closure, through ordo-one's
/// malloc-interposer. On Linux the interposer must be preloaded; the
/// benchmark re-executes itself with `LD_PRELOAD` pointing at the library
/// built next to it when it finds it is not.
enum AllocationCounter {
    /// True once a probe allocation was seen by the interposer.
    nonisolated(unsafe) static var isActive = false

    /// Starts counting support; re-executes the process under `LD_PRELOAD` when needed.
    static func prepare() {
        MallocInterposerSwift.initialize()
        isActive = probe()
        #if os(Linux)
        if !isActive, getenv("ORIENTATION_BENCH_REEXEC") == nil { reexecWithPreload() }
        #endif
    }

    /// What `body` allocated: the number of allocations and the bytes still
    /// held when it returns; `nil` when counting is unavailable.
    static func count(_ body: () -> Void) -> (allocations: Int, retainedBytes: Int)? {
        guard isActive else { return nil }
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        let statistics = MallocInterposerSwift.getStatistics()
        return (statistics.mallocCount, statistics.mallocBytesCount - statistics.freeBytesCount)
    }

    private static func probe() -> Bool {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        let array = [Int](repeating: 1, count: opaque(64))
        blackHole(array)
        MallocInterposerSwift.unhook()
        return MallocInterposerSwift.getStatistics().mallocCount > 0
    }

    #if os(Linux)
    private static func reexecWithPreload() {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return }
        let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return }
        let library = executable[..<slash] + "/libMallocInterposerSwift.so"
        guard access(String(library), R_OK) == 0 else { return }
        setenv("LD_PRELOAD", String(library), 1)
        setenv("ORIENTATION_BENCH_REEXEC", "1", 1)
        var argv: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) }
        argv.append(nil)
        execv(executable, &argv)
    }
    #endif
}
