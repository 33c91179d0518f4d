import Testing
@testable import PlumbInterpreter

@Test func aRequestsAddressIsBuiltFromItsComponents() throws {
    #expect(try output("""
    func endpoint(max: Int?) -> URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "mastodon.social"
        components.path = "/api/v1/timelines/home"
        var items = [URLQueryItem(name: "limit", value: "20")]
        if let max { items.append(URLQueryItem(name: "max_id", value: String(max))) }
        components.queryItems = items
        return components.url
    }
    func main() {
        print(endpoint(max: 7)!.absoluteString)
        let parsed = URLComponents(string: "https://a.b/c?x=1&y")!
        print(parsed.host ?? "-", parsed.path, parsed.queryItems!.map { "\\($0.name):\\($0.value ?? "nil")" })
    }
    """) == "https://mastodon.social/api/v1/timelines/home?limit=20&max_id=7\na.b /c [\"x:1\", \"y:nil\"]\n")
}
