import Foundation

/// Foundation's `URL`, held as its string: web addresses (`URL(string:)`) and file URLs (`URL(fileURLWithPath:)`,
/// what `Bundle.main.url(forResource:withExtension:)` gives, the app's folders such as `URL.documentsDirectory`), with
/// the path accessors code reads files through.
enum URLMembers {
    static func register(into library: NativeLibrary) {
        let urlType = library.register(NativeType("URL", conformances: ["Equatable", "Hashable"]))
        var url = NativeType("URL", conformances: ["Equatable", "Hashable"])
        url.initializer([parameter("string", "String")]) { call in
            let string = try call.string(0)
            return .optional(string.isEmpty ? nil : .native(NativeObject(type: urlType, payload: string)))
        }
        url.initializer([parameter("fileURLWithPath", "String")]) { call in make(fileURL: try call.string(0), in: call.evaluator.library) }
        url.property("absoluteString", type: "String") { .string(string($0)) }
        url.property("path", type: "String") { .string(path(of: string($0))) }
        url.property("isFileURL", type: "Bool") { .bool(string($0).hasPrefix("file://")) }
        url.property("lastPathComponent", type: "String") { .string((path(of: string($0)) as NSString).lastPathComponent) }
        url.property("pathExtension", type: "String") { .string((path(of: string($0)) as NSString).pathExtension) }
        for (label, extra) in [(nil, []), ("path", [parameter("directoryHint", "Any", default: .void)]), ("component", [parameter("directoryHint", "Any", default: .void)])] {
            url.method(label == nil ? "appendingPathComponent" : "appending", [parameter(label, "String")] + extra) { call in
                let base = string(call.receiver)
                return .native(NativeObject(type: urlType, payload: (base.hasSuffix("/") ? base : base + "/") + (try call.string(0))))
            }
        }
        // The app's own folders (iOS 16's `URL.documentsDirectory`…): those of a fresh install, in which no file
        // is found, so code that loads what it saved starts empty, as it does on a new device.
        for (name, folder) in sandboxFolders { url.staticConstant(name, .native(NativeObject(type: urlType, payload: sandbox + folder))) }
        url.describe = { "\($0)" }
        url.coding = NativeCoding(decode: { json, _ in
            if case .string(let string) = json { .native(NativeObject(type: urlType, payload: string)) } else { nil }
        }, encode: { payload, _ in .string("\(payload)") })
        library.register(url)

        func string(_ value: Value) -> String { value.payload(as: String.self) ?? "" }
    }

    /// Where the app's sandbox is, as a file URL.
    static let sandbox = "file:///var/mobile/Containers/Data/Application/Preview/"
    /// `URL`'s static properties for the sandbox's folders.
    private static let sandboxFolders = [
        ("documentsDirectory", "Documents/"), ("cachesDirectory", "Library/Caches/"), ("applicationSupportDirectory", "Library/Application Support/"),
        ("libraryDirectory", "Library/"), ("temporaryDirectory", "tmp/"), ("homeDirectory", ""),
    ]

    /// The URL `string`.
    static func make(_ string: String, in library: NativeLibrary) -> Value {
        .native(NativeObject(type: library.types["URL"]!, payload: string))
    }

    /// A file URL for `path`.
    static func make(fileURL path: String, in library: NativeLibrary) -> Value {
        make("file://" + path, in: library)
    }

    /// The file path a URL names (a web address's path after its host).
    static func path(of url: String) -> String {
        if url.hasPrefix("file://") { return String(url.dropFirst("file://".count)) }
        return URL(string: url)?.path ?? url
    }
}
