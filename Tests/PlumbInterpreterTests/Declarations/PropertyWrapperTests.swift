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

/// An attribute's arguments follow the wrapped value into `init(wrappedValue:…)` for the initial, memberwise and
/// assigned values; a property without an initial value is the wrapper the arguments alone make, and its memberwise
/// parameter takes a wrapper (SE-0258).
@Test func aWrapperAttributesArgumentsFollowTheWrappedValue() throws {
    #expect(try output("""
    let ceiling = 10
    @propertyWrapper struct Clamped {
        private var value: Int
        let limit: Int
        var wrappedValue: Int {
            get { value }
            set { value = min(newValue, limit) }
        }
        init(wrappedValue: Int, to limit: Int) {
            self.limit = limit
            value = min(wrappedValue, limit)
        }
    }
    @propertyWrapper struct Stored {
        let key: String
        var wrappedValue: Int
        var projectedValue: String { key }
        init(_ key: String, defaultValue: Int) {
            self.key = key
            wrappedValue = defaultValue
        }
    }
    struct Volume {
        @Clamped(to: 3) var low = 5
        @Clamped(to: ceiling) var high = 20
        @Clamped(wrappedValue: 12, to: 11) var loud: Int
        @Stored("volume", defaultValue: 4) var saved: Int
    }
    struct Mixer {
        @Clamped(to: 2) var gain = 0
        init(gain: Int) { self.gain = gain }
    }
    final class Settings { @Clamped(to: 3) var level = 7 }
    func main() {
        var volume = Volume()
        print(volume.low, volume.high, volume.loud, volume.saved, volume.$saved)
        volume.low = 9
        volume.saved += 1
        print(volume.low, volume.saved, volume._high.limit)
        let custom = Volume(low: 1, high: 2, loud: Clamped(wrappedValue: 3, to: 5), saved: Stored("other", defaultValue: 8))
        print(custom.low, custom.high, custom.loud, custom.saved, custom.$saved)
        let settings = Settings()
        print(settings.level, Mixer(gain: 7).gain)
        settings.level = 1
        print(settings.level)
    }
    """) == "3 10 11 4 volume\n3 5 10\n1 2 3 8 other\n3 2\n1\n")
}
