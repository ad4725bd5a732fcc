/// The user's portrait rotation lock (UIKit rule 56): `device.rotationLock`
/// and the `rotationLock` step.
extension ScenarioDocumentParser {
    /// Why the model cannot lock this device's rotation, or `nil`. The
    /// model knows the iPhone's lock, which holds portrait; an iPad's lock
    /// holds whatever orientation it was turned on in, and what `UIDevice`
    /// reports under it is uncertain (rule 56), so the pad idiom and an
    /// iPhone app on iPad are refused rather than guessed.
    static func rotationLockProblem(_ device: DeviceSetup) -> String? {
        if device.idiom == .pad {
            return "expected idiom: phone; the iPad's rotation lock holds any orientation and is not modelled (rule 56)"
        }
        if device.environment == .phoneOnPad {
            return "expected an iPhone; phoneOnPad runs on iPad hardware, whose rotation lock is not modelled (rule 56)"
        }
        return nil
    }

    /// A `rotationLock` step: `true` turns the lock on, `false` off.
    func rotationLockStep(_ node: Node, _ path: String, _ context: StepContext) throws -> ScenarioAction {
        let on = try reader.bool(node, path)
        if let problem = context.rotationLockProblem { throw reader.error(node, path, problem) }
        return .rotationLock(on)
    }
}
