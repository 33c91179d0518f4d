/// `ProcessInfo.processInfo` as a preview's process has it, and no more of this machine's: its `environment` holds
/// only `XCODE_RUNNING_FOR_PREVIEWS = "1"` (what app code checks to know it runs in a preview), its `arguments` are
/// empty, `processName` is "Preview", `isiOSAppOnMac` and `isLowPowerModeEnabled` are false, and it runs iOS 26.
/// The C library's `getenv` finds no variable.
enum ProcessInfoMembers {
    static func register(into library: NativeLibrary) {
        let infoType = library.register(NativeType("ProcessInfo"))
        var info = NativeType("ProcessInfo")
        info.staticConstant("processInfo", .native(NativeObject(type: infoType, payload: ())))
        info.property("environment", type: "[String: String]") { _ in
            .dictionary(DictionaryValue([(.string("XCODE_RUNNING_FOR_PREVIEWS"), .string("1"))]))
        }
        info.property("arguments", type: "[String]") { _ in .array([]) }
        info.property("processName", type: "String") { _ in .string("Preview") }
        info.property("isiOSAppOnMac", type: "Bool") { _ in .bool(false) }
        info.property("isMacCatalystApp", type: "Bool") { _ in .bool(false) }
        info.property("isLowPowerModeEnabled", type: "Bool") { _ in .bool(false) }
        info.property("operatingSystemVersionString", type: "String") { _ in .string("Version 26.0") }
        library.register(info)
        library.register(function: NativeFunction("getenv", [parameter(nil, "String")]) { _ in .optional(nil) })
    }
}
