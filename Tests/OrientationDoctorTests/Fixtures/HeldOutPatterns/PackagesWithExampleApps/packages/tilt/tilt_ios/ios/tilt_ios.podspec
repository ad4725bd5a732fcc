# A plugin's pod, in a folder of its own among the repository's packages (Flutter's plugins, held-out set 154).
Pod::Spec.new do |s|
  s.name         = 'tilt_ios'
  s.version      = '0.0.1'
  s.source_files = 'Classes/**/*'
end
