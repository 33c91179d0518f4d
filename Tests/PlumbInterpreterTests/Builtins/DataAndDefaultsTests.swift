import Testing
@testable import PlumbInterpreter

@Test func dataIsMadeFromAndReadAsAStringsUTF8() throws {
    #expect(try output("""
    func main() {
        let data = Data("héllo".utf8)
        let same = "héllo".data(using: .utf8)!
        print(data.count, data == same, data, String(data: data, encoding: .utf8)!, String(decoding: Data([104, 105]), as: UTF8.self))
        print("abc".utf8.count, Data().isEmpty)
    }
    """) == "6 true 6 bytes héllo hi\n3 true\n")
}

@Test func dataIsWrittenAndReadInBase64() throws {
    #expect(try output("""
    func main() {
        let encoded = Data("hi!".utf8).base64EncodedString()
        let decoded = Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) }
        print(encoded, decoded ?? "-", Data(base64Encoded: "not base64") == nil)
    }
    """) == "aGkh hi! true\n")
}

@Test func userDefaultsKeepWhatTheSceneSavesWhileItRunsAndBundleHasNoResources() throws {
    #expect(try output("""
    func main() {
        let defaults = UserDefaults.standard
        print(defaults.integer(forKey: "count"), defaults.string(forKey: "name") ?? "nil", defaults.bool(forKey: "on"))
        defaults.set(3, forKey: "count")
        defaults.set("Ada", forKey: "name")
        defaults.set(["a", "b"], forKey: "tags")
        defaults.register(defaults: ["on": true, "count": 9])
        print(defaults.integer(forKey: "count"), defaults.double(forKey: "count"), defaults.string(forKey: "name")!, defaults.bool(forKey: "on"))
        print(defaults.stringArray(forKey: "tags")!, defaults.string(forKey: "count") ?? "nil")
        defaults.removeObject(forKey: "name")
        print(defaults.object(forKey: "name") == nil, Bundle.main.url(forResource: "missions.json", withExtension: nil) == nil)
    }
    """) == "0 nil false\n3 3.0 Ada true\n[\"a\", \"b\"] nil\ntrue true\n")
}
