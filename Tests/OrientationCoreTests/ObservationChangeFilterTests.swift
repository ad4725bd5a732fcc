import OrientationCore
import Testing

@Suite("OrientationChangeFilter: only changes, nothing after finish")
struct ObservationChangeFilterTests {
    @Test("duplicates of the current value are not delivered")
    func duplicatesDropped() {
        var filter = OrientationChangeFilter(DeviceOrientation.unknown)
        let readings: [DeviceOrientation] = [
            .unknown, .portrait, .portrait, .faceUp, .faceUp, .faceUp, .portrait, .unknown, .unknown,
        ]
        let delivered = readings.filter { filter.accept($0) }
        #expect(delivered == [.portrait, .faceUp, .portrait, .unknown])
        #expect(filter.value == .unknown)
    }

    @Test("random readings: delivered values are exactly the changes", arguments: 0..<20)
    func randomReadings(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let all: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]
        var filter = OrientationChangeFilter(InterfaceOrientation.portrait)
        var last = InterfaceOrientation.portrait
        for _ in 0..<200 {
            let reading = all.randomElement(using: &rng) ?? .portrait
            #expect(filter.accept(reading) == (reading != last))
            last = reading
            #expect(filter.value == last)
        }
    }

    @Test("finish succeeds once; afterwards nothing is accepted and the value stays")
    func finish() {
        var filter = OrientationChangeFilter(DeviceOrientation.portrait)
        #expect(filter.accept(.landscapeLeft) == true)
        #expect(!filter.isFinished)
        #expect(filter.finish() == true)
        #expect(filter.finish() == false)
        #expect(filter.isFinished)
        #expect(filter.accept(.faceDown) == false)
        #expect(filter.value == .landscapeLeft)
    }
}
