import Testing
@testable import PlumbViewer

@Test func aBurstOfEventsIsOneReloadOnceQuiet() {
    var coalescer = ReloadCoalescer(quiet: 0.005, limit: 0.1)
    #expect(coalescer.deadline == nil)
    coalescer.note(at: 1.000)
    coalescer.note(at: 1.002)
    coalescer.note(at: 1.004)
    #expect(coalescer.deadline == 1.004 + 0.005)
    let early = coalescer.take(at: 1.008)
    #expect(!early)
    let due = coalescer.take(at: 1.009)
    #expect(due)
    #expect(coalescer.deadline == nil)
    let afterwards = coalescer.take(at: 2)
    #expect(!afterwards)
}

@Test func aFileWrittenContinuouslyStillReloads() {
    var coalescer = ReloadCoalescer(quiet: 0.005, limit: 0.1)
    var reloads: [Double] = []
    for step in 0..<100 {
        let time = Double(step) * 0.003
        coalescer.note(at: time)
        if coalescer.take(at: time) { reloads.append(time) }
    }
    #expect(reloads.count == 2)
    #expect(reloads.first! >= 0.1 && reloads.first! < 0.103)
}
