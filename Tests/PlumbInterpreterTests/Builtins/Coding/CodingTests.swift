import Testing
@testable import PlumbInterpreter

@Test func jsonDecoderFillsCodableStructsAsTheSynthesizedConformanceDoes() throws {
    // Moonshot-style models: nested types, optionals missing from the JSON, CodingKeys renaming, a raw-value enum,
    // a `let` with a value left out; an array type written as a literal.
    #expect(try output(#"""
    struct Mission: Codable, Identifiable {
        struct CrewRole: Codable { let name: String; let role: String }
        let id: Int
        let launchDate: String?
        let crew: [CrewRole]
        let kind = "apollo"
    }
    enum Status: String, Codable { case active, retired }
    struct User: Codable {
        var firstName: String
        var status: Status
        var scores: [String: Double]
        enum CodingKeys: String, CodingKey { case firstName = "first_name", status, scores }
    }
    func main() {
        let json = """
        [{"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}], "kind": "ignored"},
         {"id": 7, "launchDate": "1968-10-11", "crew": []}]
        """
        let missions = try! JSONDecoder().decode([Mission].self, from: Data(json.utf8))
        print(missions.map(\.id), missions[0].crew[0].role, missions[0].launchDate ?? "N/A", missions[1].launchDate ?? "N/A", missions[0].kind)
        let user = try! JSONDecoder().decode(User.self, from: #"{"first_name": "Ada", "status": "retired", "scores": {"a": 1, "b": 2.5}}"#.data(using: .utf8)!)
        print(user.firstName, user.status, user.scores["a"]!, user.scores["b"]!)
    }
    """#) == """
    [1, 7] Command Pilot N/A 1968-10-11 apollo
    Ada retired 1.0 2.5

    """)
}

@Test func decodingFailuresAreDecodingErrorsWithSwiftsPathsAndDescriptions() throws {
    #expect(try output(#"""
    struct Point: Decodable { let x: Int; let y: Int }
    struct Shape: Decodable { let name: String; let points: [Point] }
    enum Kind: String, Decodable { case a, b }
    func attempt<T: Decodable>(_ type: T.Type, _ json: String) {
        do {
            _ = try JSONDecoder().decode(type, from: Data(json.utf8))
            print("decoded")
        } catch DecodingError.keyNotFound(let key, let context) {
            print("key", key.stringValue, context.codingPath.map(\.stringValue), context.debugDescription)
        } catch DecodingError.typeMismatch(_, let context) {
            print("type", context.codingPath.map(\.stringValue), context.debugDescription)
        } catch let DecodingError.valueNotFound(_, context) {
            print("null", context.debugDescription)
        } catch DecodingError.dataCorrupted(let context) {
            print("corrupt", context.debugDescription)
        } catch {
            print("other", error)
        }
    }
    func main() {
        attempt(Shape.self, #"{"name": "tri", "points": [{"x": 1, "y": 2}, {"x": 3}]}"#)
        attempt(Shape.self, #"{"name": "tri", "points": [{"x": 1, "y": "2"}]}"#)
        attempt(Point.self, #"{"x": null, "y": 1}"#)
        attempt(Point.self, #"{"x": 1, "y": 1.5}"#)
        attempt(Kind.self, #""c""#)
        attempt(Point.self, "{x: 1}")
        print((try? JSONDecoder().decode(Point.self, from: Data("[]".utf8))) == nil)
        do { _ = try JSONDecoder().decode(Point.self, from: Data("{}".utf8)) } catch { print(error.localizedDescription) }
    }
    """#) == """
    key y ["points", "Index 1"] No value associated with key CodingKeys(stringValue: "y", intValue: nil) ("y").
    type ["points", "Index 0", "y"] Expected to decode Int but found a string instead.
    null Cannot get value of type Int -- found null value instead
    corrupt Parsed JSON number <1.5> does not fit in Int.
    corrupt Cannot initialize Kind from invalid String value c
    corrupt The given data was not valid JSON.
    true
    The data couldn’t be read because it is missing.

    """)
}

@Test func aTypesOwnInitFromAndEncodeToRunWithTheirContainers() throws {
    // `.name` is the CodingKeys case of the type whose code names it, though another type has one too.
    #expect(try output(#"""
    final class User: Codable {
        enum CodingKeys: CodingKey { case name, age, tags }
        var name = "Paul"
        var age = 0
        var tags: [String] = []
        init() {}
        required init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 18
            if container.contains(.tags) {
                var list = try container.nestedUnkeyedContainer(forKey: .tags)
                while !list.isAtEnd { tags.append(try list.decode(String.self).uppercased()) }
            }
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(age, forKey: .age)
        }
    }
    struct Tag: Codable { enum CodingKeys: CodingKey { case name }; let name: String }
    struct Celsius: Codable {
        let value: Double
        init(from decoder: Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
    }
    func main() {
        let user = try! JSONDecoder().decode(User.self, from: Data(#"{"name": "Taylor", "tags": ["a", "b"]}"#.utf8))
        print(user.name, user.age, user.tags)
        print(String(data: try! JSONEncoder().encode(user), encoding: .utf8)!)
        print(try! JSONDecoder().decode([Celsius].self, from: Data("[21.5, 3]".utf8)).map(\.value))
    }
    """#) == """
    Taylor 18 ["A", "B"]
    {"name":"Taylor","age":18}
    [21.5, 3.0]

    """)
}

@Test func jsonEncoderWritesPropertiesInOrderWithItsFormattingAndKeyStrategy() throws {
    #expect(try output(#"""
    struct Person: Codable {
        var firstName: String
        var nickname: String?
        var pets: [String]
        var ratio: Double
    }
    func main() {
        let person = Person(firstName: "Ada", nickname: nil, pets: ["cat/dog"], ratio: 0.5)
        let encoder = JSONEncoder()
        print(String(decoding: try! encoder.encode(person), as: UTF8.self))
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        print(String(data: try! encoder.encode([person]), encoding: .utf8)!)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        print(try! decoder.decode(Person.self, from: try! encoder.encode(person)).firstName)
    }
    """#) == """
    {"firstName":"Ada","pets":["cat\\/dog"],"ratio":0.5}
    [
      {
        "first_name" : "Ada",
        "pets" : [
          "cat/dog"
        ],
        "ratio" : 0.5
      }
    ]
    Ada

    """)
}

@Test func containersReadFromTheirStartSnakeCaseKeysAndSelfReferenceAreHandled() throws {
    #expect(try output(#"""
    struct Pair: Decodable {
        let first: Int, again: Int, hasInfo: Bool
        enum CodingKeys: CodingKey { case userInfo }
        init(from decoder: Decoder) throws {
            var a = try decoder.unkeyedContainer()
            var b = try decoder.unkeyedContainer()
            first = try a.decode(Int.self)
            again = try b.decode(Int.self)
            hasInfo = false
        }
    }
    struct Info: Decodable {
        let present: Bool
        enum CodingKeys: CodingKey { case userInfo }
        init(from decoder: Decoder) throws {
            present = try decoder.container(keyedBy: CodingKeys.self).contains(.userInfo)
        }
    }
    struct Empty: Encodable {
        func encode(to encoder: Encoder) throws { _ = encoder.unkeyedContainer() }
    }
    func main() {
        let pair = try! JSONDecoder().decode(Pair.self, from: Data("[1, 2]".utf8))
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let info = try! decoder.decode(Info.self, from: Data(#"{"user_info": 1}"#.utf8))
        print(pair.first, pair.again, info.present, String(decoding: try! JSONEncoder().encode(Empty()), as: UTF8.self))
        UserDefaults.standard.set(Double.infinity, forKey: "k")
        print(UserDefaults.standard.integer(forKey: "k"))
    }
    """#) == "1 1 true []\n0\n")
    // A class that holds itself is runaway recursion, stopped where the encoding starts.
    #expect(runtimeError("""
    final class Node: Encodable { var next: Node? = nil }
    func main() { let node = Node(); node.next = node; _ = try? JSONEncoder().encode(node) }
    """) == "Test.swift:2:75: error: calls nested deeper than 512 levels; is there runaway recursion?")
}

@Test func rangesCodeAsTheirTwoBounds() throws {
    // Range's own Codable conformance: `[lowerBound, upperBound]`, and a lower bound above the upper one is corrupt.
    #expect(try output(#"""
    struct Observation: Codable { var heartRate: Range<Double>; var laps: ClosedRange<Int> }
    func main() {
        let observation = try! JSONDecoder().decode(Observation.self, from: Data(#"{"heartRate": [117.5, 121], "laps": [1, 3]}"#.utf8))
        print(observation.heartRate, observation.heartRate.upperBound - observation.heartRate.lowerBound, observation.laps.contains(3))
        print(String(decoding: try! JSONEncoder().encode(observation), as: UTF8.self))
        do {
            _ = try JSONDecoder().decode(Observation.self, from: Data(#"{"heartRate": [3.5, 1.5], "laps": [1, 3]}"#.utf8))
        } catch DecodingError.dataCorrupted(let context) {
            print(context.codingPath.map(\.stringValue), context.debugDescription)
        } catch {
            print("other", error)
        }
    }
    """#) == """
    117.5..<121.0 3.5 true
    {"heartRate":[117.5,121],"laps":[1,3]}
    ["heartRate"] Cannot initialize Range<Double> with a lowerBound (3.5) greater than upperBound (1.5)

    """)
}

@Test func aCodableTypesOwnInitializerNamesTheCodingKeysSwiftSynthesizes() throws {
    #expect(try output(#"""
    struct Application: Codable {
        let name: String
        let website: String?
    }
    extension Application {
        init(from decoder: Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            name = try values.decodeIfPresent(String.self, forKey: .name) ?? "unnamed"
            website = try? values.decodeIfPresent(String.self, forKey: .website)
        }
    }
    func main() throws {
        let apps = try JSONDecoder().decode([Application].self, from: Data(#"[{"website": "a.b"}, {"name": "Ice"}]"#.utf8))
        print(apps.map(\.name), apps.map { $0.website ?? "-" })
        print(String(decoding: try JSONEncoder().encode(Application(name: "x", website: nil)), as: UTF8.self))
        print(Application.CodingKeys.name.stringValue)
    }
    """#) == "[\"unnamed\", \"Ice\"] [\"a.b\", \"-\"]\n{\"name\":\"x\"}\nname\n")
}
