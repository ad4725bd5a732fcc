/// Getters an Objective-C interface declares as methods rather than properties.
extension ObjCStructure {
    /// A getter declared as a method that returns an object (`- (RNSScreenView *)screenView;`, react-native-screens,
    /// held-out set 133): a read-only property of that class, which a screen's override may read a lock through.
    func objectGetter(at start: Int, owner: String) -> VariableFact? {
        guard token(start + 1)?.is("(") == true, let type = token(start + 2), type.kind == .identifier,
            type.text.first?.isUppercase == true, token(start + 3)?.is("*") == true, token(start + 4)?.is(")") == true,
            let name = token(start + 5), name.kind == .identifier, token(start + 6)?.is(";") == true
        else { return nil }
        var getter = VariableFact(
            name: String(name.text), scope: .instance(owner), typeText: "\(type.text) *",
            position: position(start + 5), language: .objectiveC)
        getter.isSettable = false
        return getter
    }
}
