import Foundation
import PlumbInterpreter

/// Networking as a preview without a network sees it: a scene never reaches outside its machine, so every request
/// fails at once as an offline iPhone's would, with `URLError(.notConnectedToInternet)` ("The Internet connection
/// appears to be offline."): `try await URLSession.shared.data(from:)` and `data(for:)` throw it, and a data task's
/// `resume()` calls its completion handler with it. `URLRequest` holds its URL, method, headers and body.
enum NetworkingVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        let codes = ["notConnectedToInternet", "timedOut", "badURL", "badServerResponse", "cancelled", "cannotFindHost", "cannotConnectToHost", "unknown"]
        types.registerTokens("URLError.Code", codes)
        var urlError = NativeType("URLError", conformances: ["Error", "Equatable"])
        urlError.initializer([NativeParameter(nil, "URLError.Code")]) { call in types.make("URLError", try call.payload(0, as: String.self, "URLError.Code")) }
        for code in codes { urlError.staticConstant(code, types.make("URLError.Code", code)) }
        urlError.computed("code") { (code: String) in types.make("URLError.Code", code) }
        urlError.computed("localizedDescription") { (code: String) in .string(description(of: code)) }
        urlError.describe = { "URLError(\($0))" }
        library.register(urlError)
        let offline = types.make("URLError", "notConnectedToInternet")

        var request = NativeType("URLRequest", conformances: ["Equatable"])
        let url = NativeParameter("url", "URL")
        request.initializer([url]) { call in types.make("URLRequest", URLRequestPayload(url: call[0])) }
        request.initializer([url, NativeParameter("cachePolicy", "Any"), NativeParameter("timeoutInterval", "Double", default: .double(60))]) { call in
            types.make("URLRequest", URLRequestPayload(url: call[0]))
        }
        request.computed("url") { (payload: URLRequestPayload) in .optional(payload.url) }
        request.field("httpMethod", \URLRequestPayload.method, wrap: { .optional(.string($0)) }, unwrap: { value in
            if case .string(let method) = value.unwrappedOptional { method } else { "GET" }
        }, expected: "String?")
        request.field("httpBody", \URLRequestPayload.body, wrap: { $0 }, unwrap: { value in value }, expected: "Data?")
        request.field("timeoutInterval", \URLRequestPayload.timeout, wrap: { .double($0) }, unwrap: { value in
            if case .double(let seconds) = value { seconds } else { nil }
        }, expected: "Double")
        for name in ["setValue", "addValue"] {
            request.changingPayload(name, [NativeParameter(nil, "String?"), NativeParameter("forHTTPHeaderField", "String")], types) { (payload: inout URLRequestPayload, call) in
                payload.headers[try call.string(1)] = call[0].unwrappedOptional
            }
        }
        request.method("value", [NativeParameter("forHTTPHeaderField", "String")]) { call in
            .optional(try call.receiverPayload(URLRequestPayload.self).headers[try call.string(0)])
        }
        library.register(request)

        var session = NativeType("URLSession")
        session.staticConstant("shared", types.make("URLSession", "shared"))
        for label in ["from", "for"] {
            session.method("data", [NativeParameter(label, "Any"), NativeParameter("delegate", "Any", default: .void)]) { call in
                throw call.throwing(offline)
            }
        }
        let completion = NativeParameter("completionHandler", "(Data?, URLResponse?, Error?) -> Void")
        session.method("dataTask", [NativeParameter("with", "Any"), completion]) { call in types.make("URLSessionDataTask", call[1]) }
        library.register(session)
        library.register(NativeType("URLResponse"))
        library.register(NativeType("HTTPURLResponse"))

        var task = NativeType("URLSessionDataTask")
        task.method("resume") { call in
            guard let handler = call.receiver.payload(as: Value.self) else { return .void }
            _ = try call.call(handler, .optional(nil), .optional(nil), .optional(offline))
            return .void
        }
        task.method("cancel") { _ in .void }
        library.register(task)
    }

    private static func description(of code: String) -> String {
        switch code {
        case "notConnectedToInternet": "The Internet connection appears to be offline."
        case "timedOut": "The request timed out."
        case "badURL": "unsupported URL"
        case "cancelled": "cancelled"
        case "cannotFindHost": "A server with the specified hostname could not be found."
        default: "The operation couldn't be completed."
        }
    }
}

/// A `URLRequest`: what it asks for.
struct URLRequestPayload {
    var url: Value
    var method = "GET"
    var body: Value = .optional(nil)
    var timeout = 60.0
    var headers: [String: Value] = [:]
}
