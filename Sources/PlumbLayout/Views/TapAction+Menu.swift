extension TapAction {
    /// For a menu (a `Picker` in the menu style): a tap opens the list of its items over the content, as iOS 16's
    /// pull-down menus do; a tap on an item runs it and closes the list.
    public struct Menu {
        public struct Item {
            /// What the item shows (a picker's option view).
            public var label: ViewNode
            /// Whether the item is drawn with a checkmark (the option selected).
            public var isChecked: Bool
            /// What choosing the item does (selects the option).
            public var perform: () -> Void

            public init(label: ViewNode, isChecked: Bool, perform: @escaping () -> Void) {
                self.label = label
                self.isChecked = isChecked
                self.perform = perform
            }
        }

        public var items: [Item]

        public init(items: [Item]) {
            self.items = items
        }
    }
}
