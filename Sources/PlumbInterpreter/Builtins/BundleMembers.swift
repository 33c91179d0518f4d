/// `Bundle.main` as a preview has it: a bundle without resources. Looking a file up finds none — so code that loads
/// JSON it ships (`Bundle.main.url(forResource: "astronauts.json", withExtension: nil)`) reaches its own
/// `fatalError("Failed to locate …")`, which Plumb reports where it is; paste the JSON into a string literal instead.
enum BundleMembers {
    static func register(into library: NativeLibrary) {
        let bundleType = library.register(NativeType("Bundle"))
        var bundle = NativeType("Bundle")
        bundle.staticConstant("main", .native(NativeObject(type: bundleType, payload: ())))
        bundle.method("url", [parameter("forResource", "String?"), parameter("withExtension", "String?")]) { _ in .optional(nil) }
        bundle.method("path", [parameter("forResource", "String?"), parameter("ofType", "String?")]) { _ in .optional(nil) }
        library.register(bundle)
    }
}
