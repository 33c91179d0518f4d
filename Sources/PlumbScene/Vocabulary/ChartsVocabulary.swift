import PlumbInterpreter
import PlumbLayout

/// Swift Charts' `Chart`, so that a screen with a chart loads and the rest of it lays out: a greedy area in the
/// secondary system fill with the `chart.bar` symbol and "Chart" in its middle, and a warning that its marks are not
/// drawn; its content closure (`BarMark`, `LineMark`, … — names of a framework Plumb does not model) does not run.
enum ChartsVocabulary {
    static func register(in library: NativeLibrary, _ types: SceneTypes) {
        var chart = NativeType("Chart", conformances: ["View"])
        let content = NativeParameter("content", "() -> Content")
        for parameters in [[content], [NativeParameter(nil, "Any"), content], [NativeParameter(nil, "Any"), NativeParameter("id", "Any"), content]] {
            chart.initializer(parameters) { call in
                let area = PlaceholderArea.make(
                    types, at: call.location, typeName: "Chart", fill: Color(named: "secondarySystemFill"), symbol: "chart.bar", title: "Chart"
                )
                return call.warning("Chart is drawn as a placeholder: Plumb does not draw Swift Charts' marks", on: area)
            }
        }
        library.register(chart)
    }
}
