import PlumbInterpreter

extension NativeCall {
    /// The views of the view-builder arguments from `start` on, by their parameters' labels.
    func viewArguments(_ parameters: [NativeParameter], from start: Int = 0) throws -> [String: Value] {
        var views: [String: Value] = [:]
        for index in start..<parameters.count { views[parameters[index].label ?? ""] = try callArgument(index) }
        return views
    }
}
