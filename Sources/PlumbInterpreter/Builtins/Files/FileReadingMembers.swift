import Foundation

/// Reading a bundle's files as app code does: `Data(contentsOf: url)`, `String(contentsOf:encoding:)`,
/// `String(contentsOfFile:)`, `FileManager.default.contents(atPath:)` and `fileExists(atPath:)`. Only the files
/// ``BundleResources`` holds can be read (``BundleResources/file(atPath:)``); any other path throws
/// `CocoaError(.fileReadNoSuchFile)`, as a sandboxed app's read of a file it cannot see does. A file read counts its
/// size against the memory budget before it is read. Nothing writes: no writing API is registered, so a scene that
/// writes is an error where it does.
enum FileReadingMembers {
    static func register(into library: NativeLibrary) {
        let errorType = library.register(NativeType("CocoaError", conformances: ["Error"]))
        var cocoaError = NativeType("CocoaError", conformances: ["Error"])
        cocoaError.property("localizedDescription", type: "String") { .string(describe($0.payload(as: String.self) ?? "")) }
        cocoaError.describe = { "CocoaError(fileReadNoSuchFile, \($0))" }
        library.register(cocoaError)

        func read(_ call: NativeCall, path: String) throws -> Data {
            if let data = try readIfResource(call, path: path) { return data }
            throw call.throwing(.native(NativeObject(type: errorType, payload: (path as NSString).lastPathComponent)))
        }
        func urlPath(_ call: NativeCall) throws -> String {
            guard let url = call[0].payload(as: String.self) else { throw call.mismatch(0, "URL") }
            return URLMembers.path(of: url)
        }
        let encoding = parameter("encoding", "String.Encoding", default: .void)

        var data = NativeType("Data")
        data.initializer([parameter("contentsOf", "URL"), parameter("options", "Any", default: .void)]) { call in
            DataMembers.make(try read(call, path: try urlPath(call)), in: call.evaluator.library)
        }
        library.register(data)

        var string = NativeType("String")
        string.initializer([parameter("contentsOf", "URL"), encoding]) { call in
            .string(String(decoding: try read(call, path: try urlPath(call)), as: UTF8.self))
        }
        string.initializer([parameter("contentsOfFile", "String"), encoding]) { call in
            .string(String(decoding: try read(call, path: try call.string(0)), as: UTF8.self))
        }
        library.register(string)

        let managerType = library.register(NativeType("FileManager"))
        var manager = NativeType("FileManager")
        manager.staticConstant("default", .native(NativeObject(type: managerType, payload: ())))
        manager.method("contents", [parameter("atPath", "String")]) { call in
            .optional(try readIfResource(call, path: call.string(0)).map { DataMembers.make($0, in: call.evaluator.library) })
        }
        manager.method("fileExists", [parameter("atPath", "String")]) { call in
            .bool(call.interpreter.bundleResources.file(atPath: try call.string(0)) != nil)
        }
        library.register(manager)
    }

    /// The contents of the bundle's file at `path`, its size accounted for first; nil when it is none of the bundle's.
    private static func readIfResource(_ call: NativeCall, path: String) throws -> Data? {
        let resources = call.interpreter.bundleResources
        guard let file = resources.file(atPath: path) else { return nil }
        try call.evaluator.allocate(bytes: file.size, at: call.position)
        return resources.contents(of: file)
    }

    private static func describe(_ file: String) -> String {
        "The file “\(file)” couldn’t be opened because there is no such file."
    }
}
