import Foundation

/// Foundation's `URLComponents` and `URLQueryItem`, with which app code builds the addresses of its requests
/// (`URLComponents(string:)`, its `scheme`, `host`, `path` and `queryItems`, then `url`). A preview requests nothing,
/// but the code that builds the request loads, and its values print as Foundation prints them.
enum URLComponentsMembers {
    /// A query item's name and value.
    private struct QueryItem: Hashable {
        var name: String
        var value: String?
    }

    static func register(into library: NativeLibrary) {
        let itemType = library.register(NativeType("URLQueryItem", conformances: ["Equatable", "Hashable"]))
        var item = NativeType("URLQueryItem", conformances: ["Equatable", "Hashable"])
        item.initializer([parameter("name", "String"), parameter("value", "String?")]) { call in
            .native(NativeObject(type: itemType, payload: QueryItem(name: try call.string(0), value: call[1].unwrappedOptional.stringValue)))
        }
        item.property("name", type: "String") { .string(queryItem($0).name) }
        item.property("value", type: "String?") { .optional(queryItem($0).value.map(Value.string)) }
        item.describe = { payload in (payload as? QueryItem).map { "\($0.name)=\($0.value ?? "nil")" } ?? "" }
        library.register(item)

        let componentsType = library.register(NativeType("URLComponents", conformances: ["Equatable", "Hashable"]))
        let make = { (components: URLComponents) in Value.native(NativeObject(type: componentsType, payload: components)) }
        var components = NativeType("URLComponents", conformances: ["Equatable", "Hashable"])
        components.initializer([]) { _ in make(URLComponents()) }
        components.initializer([parameter("string", "String")]) { call in .optional(URLComponents(string: try call.string(0)).map(make)) }
        components.initializer([parameter("url", "URL"), parameter("resolvingAgainstBaseURL", "Bool")]) { call in
            .optional(call[0].payload(as: String.self).flatMap { URLComponents(string: $0) }.map(make))
        }
        for (name, path) in [("scheme", \URLComponents.scheme), ("host", \URLComponents.host), ("query", \URLComponents.query), ("fragment", \URLComponents.fragment)] {
            components.property(name, type: "String?", get: { .optional(urlComponents($0)[keyPath: path].map(Value.string)) }) { receiver, value in
                var changed = urlComponents(receiver)
                changed[keyPath: path] = value.unwrappedOptional.stringValue
                receiver = make(changed)
            }
        }
        components.property("path", type: "String", get: { .string(urlComponents($0).path) }) { receiver, value in
            var changed = urlComponents(receiver)
            changed.path = value.unwrappedOptional.stringValue ?? ""
            receiver = make(changed)
        }
        components.property("queryItems", type: "[URLQueryItem]?", get: { receiver in
            .optional(urlComponents(receiver).queryItems.map { items in
                .array(items.map { .native(NativeObject(type: itemType, payload: QueryItem(name: $0.name, value: $0.value))) })
            })
        }) { receiver, value in
            var changed = urlComponents(receiver)
            changed.queryItems = value.unwrappedOptional.arrayValue.map { items in items.map { URLQueryItem(name: queryItem($0).name, value: queryItem($0).value) } }
            receiver = make(changed)
        }
        components.property("url", type: "URL?") { receiver in
            .optional(urlComponents(receiver).url.map { URLMembers.make($0.absoluteString, in: library) })
        }
        components.property("string", type: "String?") { .optional(urlComponents($0).string.map(Value.string)) }
        components.describe = { payload in (payload as? URLComponents)?.string ?? "" }
        library.register(components)

        func queryItem(_ value: Value) -> QueryItem { value.payload(as: QueryItem.self) ?? QueryItem(name: "", value: nil) }
        func urlComponents(_ value: Value) -> URLComponents { value.payload(as: URLComponents.self) ?? URLComponents() }
    }
}
