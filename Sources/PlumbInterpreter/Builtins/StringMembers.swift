import Foundation

/// Members of `String`.
enum StringMembers {
    static func register(into library: NativeLibrary) {
        var string = NativeType("String", conformances: ["Sequence", "Equatable", "Hashable", "Comparable", "BidirectionalCollection", "RangeReplaceableCollection"])
        string.initializer([]) { _ in .string("") }
        string.initializer([parameter(nil)]) { call in
            if case .array(let parts) = call[0] { return try call.madeString(parts.map(call.evaluator.describe).joined()) }
            return try call.madeString(call.evaluator.describe(call[0]))
        }
        string.initializer([parameter("describing")]) { call in try call.madeString(call.evaluator.describe(call[0])) }
        // An integer in another base: `String(255, radix: 16)` is "ff", `uppercase: true` "FF".
        string.initializer([parameter(nil, "Int"), parameter("radix", "Int"), parameter("uppercase", "Bool", default: .bool(false))]) { call in
            let radix = try call.int(1)
            guard (2...36).contains(radix) else { throw NativeError("String(_:radix:): the radix must be from 2 to 36") }
            return .string(String(try call.int(0), radix: radix, uppercase: try call.bool(2)))
        }
        string.initializer([parameter("repeating", "String"), parameter("count", "Int")]) { call in
            let (text, count) = (try call.string(0), try call.int(1))
            guard count >= 0 else { throw NativeError("negative count in String(repeating:count:)") }
            let (length, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
            try call.allocateString(overflow ? .max : length)
            return .string(String(repeating: text, count: count))
        }
        string.initializer([parameter("format", "String"), parameter(nil, variadic: true)]) { call in
            try call.madeString(FormatString(call.string(0)).string(call[1].arrayValue ?? [], describe: call.evaluator.describe))
        }
        string.property("isEmpty") { value in .bool(value.stringValue?.isEmpty ?? true) }
        string.property("count") { value in .int(value.stringValue?.count ?? 0) }
        string.property("description") { value in value }
        string.property("capitalized") { value in .string(value.stringValue?.capitalized ?? "") }
        string.method("uppercased") { call in try call.madeString(call.receiverString().uppercased()) }
        string.method("lowercased") { call in try call.madeString(call.receiverString().lowercased()) }
        string.method("hasPrefix", [parameter(nil, "String")]) { call in .bool(try call.receiverString().hasPrefix(call.string(0))) }
        string.method("hasSuffix", [parameter(nil, "String")]) { call in .bool(try call.receiverString().hasSuffix(call.string(0))) }
        string.method("contains", [parameter(nil, "String")]) { call in
            let (text, part) = (try call.receiverString(), try call.string(0))
            return .bool(part.isEmpty || text.contains(part))
        }
        // As an iPhone in US English compares: case and diacritics aside.
        for name in ["localizedCaseInsensitiveContains", "localizedStandardContains"] {
            string.method(name, [parameter(nil, "String")]) { call in
                let (text, part) = (try call.receiverString(), try call.string(0))
                return .bool(text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US")) != nil)
            }
        }
        string.method("split", [parameter("separator", "String")]) { call in
            let separator = try call.string(0)
            guard let character = separator.first, separator.count == 1 else { throw NativeError("split(separator:) takes one character") }
            return try call.madeArray(call.receiverString().split(separator: character).map { .string(String($0)) })
        }
        string.method("split", [parameter("whereSeparator", "(Any) -> Bool")]) { call in
            try call.madeArray(call.receiverString().split { try call.test(0, .string(String($0))) }.map { .string(String($0)) })
        }
        string.method("components", [parameter("separatedBy", "String")]) { call in
            try call.madeArray(call.receiverString().components(separatedBy: call.string(0)).map(Value.string))
        }
        string.method("replacingOccurrences", [parameter("of", "String"), parameter("with", "String")]) { call in
            let (text, target, replacement) = (try call.receiverString(), try call.string(0), try call.string(1))
            // Each replacement adds at most its length beyond what it replaces: the result is accounted before it is made.
            let growth = max(0, replacement.utf8.count - target.utf8.count)
            let (extra, overflow) = growth.multipliedReportingOverflow(by: target.isEmpty ? 0 : text.utf8.count / target.utf8.count)
            try call.allocateString(overflow ? .max : text.utf8.count + extra)
            return .string(text.replacingOccurrences(of: target, with: replacement))
        }
        string.method("padding", [parameter("toLength", "Int"), parameter("withPad", "String"), parameter("startingAt", "Int")]) { call in
            let (length, pad, start) = (try call.int(0), try call.string(1), try call.int(2))
            guard length >= 0, (0..<pad.count).contains(start) else {
                throw NativeError("padding(toLength:withPad:startingAt:) needs a length of 0 or more and a start inside the pad")
            }
            try call.allocateString(length)
            return .string(try call.receiverString().padding(toLength: length, withPad: pad, startingAt: start))
        }
        string.method("prefix", [parameter(nil, "Int")]) { call in .string(String(try call.receiverString().prefix(max(0, call.int(0))))) }
        string.method("suffix", [parameter(nil, "Int")]) { call in .string(String(try call.receiverString().suffix(max(0, call.int(0))))) }
        string.method("dropFirst", [parameter(nil, "Int", default: .int(1))]) { call in .string(String(try call.receiverString().dropFirst(max(0, call.int(0))))) }
        string.method("dropLast", [parameter(nil, "Int", default: .int(1))]) { call in .string(String(try call.receiverString().dropLast(max(0, call.int(0))))) }
        string.method("filter", [parameter(nil, "(Any) -> Bool")]) { call in
            .string(try call.receiverString().filter { try call.test(0, .string(String($0))) })
        }
        library.register(string)
    }
}
