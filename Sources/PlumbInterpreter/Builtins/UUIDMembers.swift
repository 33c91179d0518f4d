import Foundation

/// Foundation's `UUID`, as model types use it for `Identifiable` (`let id = UUID()`). Plumb's are not random: each
/// solve numbers them from 1 in the order the scene makes them (`00000000-0000-4000-8000-000000000001`, …), so a
/// scene lays out, prints and animates the same way every time, and a view whose model is rebuilt keeps its ids.
enum UUIDMembers {
    static func register(into library: NativeLibrary) {
        let uuidType = library.register(NativeType("UUID"))
        var uuid = NativeType("UUID", conformances: ["Equatable", "Hashable", "CustomStringConvertible"])
        uuid.initializer([]) { call in make(call.evaluator.services.uuids.next()) }
        uuid.initializer([parameter("uuidString", "String")]) { call in
            .optional(UUID(uuidString: try call.string(0)).map(make))
        }
        for name in ["uuidString", "description"] {
            uuid.property(name) { value in .string(value.payload(as: UUID.self)?.uuidString ?? "") }
        }
        uuid.describe = { payload in (payload as? UUID)?.uuidString ?? "UUID" }
        library.register(uuid)

        func make(_ id: UUID) -> Value {
            .native(NativeObject(type: uuidType, payload: id))
        }
    }
}
