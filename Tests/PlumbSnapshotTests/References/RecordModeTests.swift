import PlumbSnapshot
import Testing

@Test func recordModeIsMissingOnAWorkstationAndNeverUnderCI() {
    #expect(RecordMode.default(environment: [:]) == .missing)
    #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "1"]) == .never)
    #expect(RecordMode.default(environment: ["CI": "false"]) == .missing)
    #expect(RecordMode.default(environment: ["CI": ""]) == .missing)
}
