import Testing
@testable import PlumbInterpreter

/// A `@propertyWrapper` of the file wraps the property: its initial and memberwise values go through
/// `init(wrappedValue:)`, reads and writes through `wrappedValue`, `$name` is the `projectedValue` and `_name` the
/// wrapper; an initializer's first assignment makes the wrapper.
@Test func aPropertyWrapperOfTheFileWrapsItsProperty() throws {
    #expect(try output("""
    @propertyWrapper struct AtLeastOne {
        private var value = 1
        var wrappedValue: Int {
            get { value }
            set { value = max(1, newValue) }
        }
        var projectedValue: String { "at least one: \\(value)" }
        init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
    }
    struct Style {
        @AtLeastOne var columns: Int
        @AtLeastOne var rows: Int = -4
        let name: String
    }
    struct Grid {
        @AtLeastOne var size: Int
        init(size: Int) { self.size = size }
    }
    final class Model { @AtLeastOne var count = 3 }
    func main() {
        var style = Style(columns: 0, name: "s")
        print(style.columns, style.rows, style.$columns)
        style.columns = 5
        style.rows -= 10
        print(style.columns, style.rows, style._columns.wrappedValue)
        let model = Model()
        model.count = -2
        print(Grid(size: -1).size, Grid(size: 7).size, model.count)
    }
    """) == "1 1 at least one: 1\n5 1 5\n1 7 1\n")
}
