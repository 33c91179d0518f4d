import Foundation

/// Foundation's `Scanner`, as colour-from-hex extensions use it: `Scanner(string:)`, `scanHexInt64(&value)` and
/// `scanHexInt32(&value)` (true when they read a number, which they store), `scanInt(&value)`, the newer `scanInt()`,
/// `scanDouble()`, `scanUInt64(representation: .hexadecimal)`, `scanString(_:)` and `scanUpToString(_:)`, and
/// `scanLocation`, `isAtEnd`, `charactersToBeSkipped` (`nil` to skip nothing). A scanner is a class: set through a
/// `let`, shared by copies.
enum ScannerMembers {
    static func register(into library: NativeLibrary) {
        let scannerType = library.register(NativeType("Scanner"))
        let representationType = library.register(NativeType("Scanner.NumberRepresentation"))
        var representation = NativeType("Scanner.NumberRepresentation")
        for name in ["decimal", "hexadecimal"] {
            representation.staticConstant(name, .native(NativeObject(type: representationType, payload: name)))
        }
        library.register(representation)

        var scanner = NativeType("Scanner")
        scanner.initializer([parameter("string", "String")]) { call in
            .native(NativeObject(type: scannerType, object: Scanner(string: try call.string(0))))
        }
        for (name, type) in [("scanHexInt64", "UInt64"), ("scanHexInt32", "UInt32")] {
            scanner.method(name, [parameter(nil, "inout \(type)")]) { call in
                var value: UInt64 = 0
                guard try scanning(call).scanHexInt64(&value) else { return .bool(false) }
                call.assign(0, .int(Int(truncatingIfNeeded: value)))
                return .bool(true)
            }
        }
        scanner.method("scanInt", [parameter(nil, "inout Int")]) { call in
            var value = 0
            guard try scanning(call).scanInt(&value) else { return .bool(false) }
            call.assign(0, .int(value))
            return .bool(true)
        }
        scanner.method("scanInt") { call in .optional(try scanning(call).scanInt().map(Value.int)) }
        scanner.method("scanDouble") { call in .optional(try scanning(call).scanDouble().map(Value.double)) }
        scanner.method("scanUInt64", [parameter("representation", "Scanner.NumberRepresentation")]) { call in
            let hexadecimal = call[0].payload(as: String.self) == "hexadecimal"
            let value = try scanning(call).scanUInt64(representation: hexadecimal ? .hexadecimal : .decimal)
            return .optional(value.map { .int(Int(truncatingIfNeeded: $0)) })
        }
        scanner.method("scanString", [parameter(nil, "String")]) { call in .optional(try scanning(call).scanString(try call.string(0)).map(Value.string)) }
        scanner.method("scanUpToString", [parameter(nil, "String")]) { call in
            .optional(try scanning(call).scanUpToString(try call.string(0)).map(Value.string))
        }
        scanner.property("isAtEnd", type: "Bool") { value in .bool(try object(value).isAtEnd) }
        scanner.property("scanLocation", type: "Int", get: { value in
            let scanner = try object(value)
            return .int(scanner.string.utf16.distance(from: scanner.string.startIndex, to: scanner.currentIndex))
        }, set: { value, location in
            guard case .int(let offset) = location else { throw NativeError("expected an Int") }
            let scanner = try object(value)
            scanner.currentIndex = scanner.string.utf16.index(scanner.string.startIndex, offsetBy: max(0, min(offset, scanner.string.utf16.count)))
        })
        scanner.property("charactersToBeSkipped", type: "CharacterSet?", get: { _ in .optional(nil) }, set: { value, skipped in
            if case .optional(nil) = skipped { try object(value).charactersToBeSkipped = nil }
        })
        library.register(scanner)
    }

    private static func object(_ value: Value) throws -> Scanner {
        guard let scanner = value.payload(as: Scanner.self) else { throw NativeError("expected a Scanner") }
        return scanner
    }

    private static func scanning(_ call: NativeCall) throws -> Scanner { try object(call.receiver) }
}
