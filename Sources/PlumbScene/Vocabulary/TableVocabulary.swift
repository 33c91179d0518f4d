import PlumbInterpreter
import PlumbLayout

/// `Table` as an iPhone shows it, in compact width: a list of its rows, each showing the first column's cell, without
/// the column headers and the other columns (SwiftUI's behaviour on iPhone). Columns are `TableColumn(_:value:)`
/// (the key path's value as text) and `TableColumn(_:content:)` (the closure's view for the row). `TableRow(_:)`
/// makes a row value; a table of listed rows (`Table(of:columns:rows:)`) is not modelled.
enum TableVocabulary {
    /// A column: its title, and the closure making its cell for a row.
    private struct Column {
        let title: String
        let cell: Value
    }

    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        library.registerViewTypes(["Table"])
        var column = NativeType("TableColumn")
        column.initializer([NativeParameter(nil, "String"), NativeParameter("value", "KeyPath")]) { call in
            guard case .keyPath(let path) = call[1] else { throw call.mismatch(1, "KeyPath") }
            let (interpreter, location) = (call.interpreter, call.location)
            let cell = interpreter.nativeClosure { rows in
                var value = rows.first ?? .void
                for component in path.components { value = try interpreter.property(component, of: value) }
                return types.text(interpreter.description(of: value), at: location)
            }
            return types.make("TableColumn", Column(title: try call.string(0), cell: cell))
        }
        column.initializer([NativeParameter(nil, "String"), NativeParameter("content", "@ViewBuilder (RowValue) -> Content")]) { call in
            types.make("TableColumn", Column(title: try call.string(0), cell: call[1]))
        }
        library.register(column)
        // A row of a table whose rows are listed (`Table(of:columns:rows:)`): its value. Such a table is not
        // modelled; the name resolves so a file that shows its rows as a list on an iPhone loads.
        var row = NativeType("TableRow")
        row.initializer([NativeParameter(nil, "Any")]) { call in types.make("TableRow", call[0]) }
        library.register(row)

        var table = NativeType("Table")
        let data = NativeParameter(nil, "Any")
        let columns = NativeParameter("columns", "@ViewBuilder () -> Columns")
        let selection = NativeParameter("selection", "Any", default: .void)
        let sortOrder = NativeParameter("sortOrder", "Any", default: .void)
        table.initializer([data, selection, sortOrder, columns]) { call in try makeTable(call, types) }
        library.register(table)
    }

    private static func makeTable(_ call: NativeCall, _ types: SceneTypes) throws -> Value {
        var parts: [(Value, Value)] = []
        ListVocabulary.flatten(try call.callArgument(3), into: &parts)
        guard let first = parts.lazy.compactMap({ $0.0.payload(as: Column.self) }).first else {
            return ListVocabulary.makeList(call, "Table", content: ControlParts(call).group([])) { $0.list }
        }
        let rows = try call.interpreter.instantiate(types.library.type(named: "ForEach")!, [
            .value(call[0]), .value(.optional(nil), label: "id"), .value(first.cell, label: "content"),
        ])
        return ListVocabulary.makeList(call, "Table", content: rows) { $0.list }
    }
}
