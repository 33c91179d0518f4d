/// `Bundle.main` as the preview's app has it: the resources of the scene's project (``BundleResources``), found by
/// name — `Bundle.main.url(forResource: "missions", withExtension: "json")`, `path(forResource:ofType:)`. A scene
/// with no project folder has none, so code that loads JSON it ships reaches its own `fatalError("Failed to locate
/// …")`, reported where it is. A package's `Bundle.module` is the same bundle.
enum BundleMembers {
    static func register(into library: NativeLibrary) {
        let bundleType = library.register(NativeType("Bundle"))
        var bundle = NativeType("Bundle")
        for name in ["main", "module"] { bundle.staticConstant(name, .native(NativeObject(type: bundleType, payload: ()))) }
        let name = parameter("forResource", "String?")
        for (label, makesURL) in [("withExtension", true), ("ofType", false)] {
            bundle.method(makesURL ? "url" : "path", [name, parameter(label, "String?", default: .optional(nil))]) { call in
                guard case .string(let resource) = call[0].unwrappedOptional else { return .optional(nil) }
                let ext: String? = if case .string(let ext) = call[1].unwrappedOptional { ext } else { nil }
                guard let path = call.interpreter.bundleResources.path(forResource: resource, ofType: ext) else { return .optional(nil) }
                return .optional(makesURL ? URLMembers.make(fileURL: path, in: call.evaluator.library) : .string(path))
            }
        }
        // The preview's app has no Info.plist of its own: no key has a value.
        bundle.method("object", [parameter("forInfoDictionaryKey", "String")]) { _ in .optional(nil) }
        bundle.property("bundleIdentifier", type: "String?") { _ in .optional(.string("com.example.preview")) }
        bundle.property("bundlePath", type: "String") { _ in .string("/") }
        library.register(bundle)
    }
}
