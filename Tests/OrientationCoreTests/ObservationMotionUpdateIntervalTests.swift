import OrientationCore
import Testing

@Suite("MotionUpdateInterval: clamped intervals, the shortest one wins")
struct ObservationMotionUpdateIntervalTests {
    @Test("intervals are kept within 1/100 s and 1 s; non-finite ones fall back to 0.1 s")
    func sanitized() {
        #expect(MotionUpdateInterval.sanitized(0.05) == 0.05)
        #expect(MotionUpdateInterval.sanitized(0.001) == 0.01)
        #expect(MotionUpdateInterval.sanitized(-3) == 0.01)
        #expect(MotionUpdateInterval.sanitized(5) == 1)
        #expect(MotionUpdateInterval.sanitized(.nan) == 0.1)
        #expect(MotionUpdateInterval.sanitized(.infinity) == 0.1)
        #expect(MotionUpdateInterval.sanitized(-.infinity) == 0.1)
    }

    @Test("the shared manager runs at the shortest interval asked for, 0.1 s when none")
    func shortest() {
        #expect(MotionUpdateInterval.shortest(of: []) == 0.1)
        #expect(MotionUpdateInterval.shortest(of: [0.5, 0.02, 0.2]) == 0.02)
        #expect(MotionUpdateInterval.shortest(of: [3, 2]) == 1)
        #expect(MotionUpdateInterval.shortest(of: [0.5, 0.0001]) == 0.01)
        #expect(MotionUpdateInterval.shortest(of: [.nan, 0.5]) == 0.1)
    }
}
