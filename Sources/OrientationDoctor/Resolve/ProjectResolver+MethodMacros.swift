extension ProjectResolver {
    /// The files, with the orientation methods each macro written in a class's implementation defines (``MethodMacro``,
    /// from any file: a prefix header's) added to the class's members and sites, where the macro is written.
    static func withMethodMacros(_ files: [FileFacts]) -> [FileFacts] {
        var macros: [String: MethodMacro] = [:]
        for file in files {
            for (name, macro) in file.methodMacros where macros[name] == nil { macros[name] = macro }
        }
        guard !macros.isEmpty else { return files }
        return files.map { file in
            var file = file
            for use in file.methodMacroUses {
                guard let macro = macros[use.name] else { continue }
                for var member in macro.members {
                    member.owner = use.owner
                    member.ownerIsExtension = use.ownerIsCategory
                    member.position = use.position
                    file.members.append(member)
                }
                for var site in macro.sites {
                    site.position = use.position
                    if site.selfClass == ObjCFileAnalyzer.macroOwner { site.selfClass = use.owner }
                    file.sites.append(site)
                }
                if !macro.legacyAnswerReads.isEmpty {
                    file.legacyAnswerReads[use.owner, default: []].formUnion(macro.legacyAnswerReads)
                }
            }
            return file
        }
    }
}
