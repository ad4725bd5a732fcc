/// A Swift view turned by an angle its function takes, made a site when a call passes an orientation's angle.
extension ProjectResolver {
    /// The files, with a transform rotation (ORI-722) added to the sites of each whose ``ParameterTurn`` some call
    /// reaches with an orientation's angle for that parameter (`commonAlert?.show(in: view, initialRotationAngle:
    /// cameraOrientation.rotateAngle)`, andpad's camera, held-out set 209). As a site of its file, the turn makes its
    /// function a helper whose calls are reported (ORI-734).
    static func withParameterTurns(_ files: [FileFacts]) -> [FileFacts] {
        guard files.contains(where: { !$0.parameterTurns.isEmpty }) else { return files }
        let calls = files.flatMap { file in
            file.plainCalls.filter { !$0.orientationAngleLabels.isEmpty }.map { (file, $0) }
        }
        guard !calls.isEmpty else { return files }
        return files.map { file in
            var file = file
            for turn in file.parameterTurns
            where calls.contains(where: { passesAngle($0.1, in: $0.0, to: turn) }) {
                file.sites.append(
                    DirectSite(
                        code: .transformRotation, position: turn.position,
                        today: "turns a view by the angle its callers pass for an orientation, to fake an "
                            + "interface rotation",
                        replacement: Replacement.transformRotation))
            }
            return file
        }
    }

    /// Whether a call reaches the turn's function and passes an orientation's angle for its parameter: the same
    /// name and fitting labels, from the function's own type without a receiver, or through a receiver that names
    /// the type or a stored property declared with it (`private var commonAlert: CustomizedAlertView?`).
    private static func passesAngle(_ call: PlainCall, in file: FileFacts, to turn: ParameterTurn) -> Bool {
        guard call.name == turn.function.name, call.orientationAngleLabels.contains(turn.label) else { return false }
        if let labels = call.labels, let declared = turn.function.labels, !Self.labels(labels, fit: declared) {
            return false
        }
        guard let owner = turn.function.owner else { return call.base == nil }
        guard let base = call.base else { return call.enclosingType == owner }
        if receiver(base, namesExactly: owner) || receiver(base, endsName: owner) { return true }
        return declaredClass(ofStoredReceiver: base, in: file, enclosing: call.enclosingType) == owner
    }
}
