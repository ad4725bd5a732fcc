// orientation-bench: `swift run -c release orientation-bench`
// Prints tables and ratios measured in one run. Timing is the median of
// several rounds; allocation counts come from ordo-one's malloc-interposer.

AllocationCounter.prepare()
print("# swift-orientation benchmarks")
print(AllocationCounter.isActive ? "allocation counting: on" : "allocation counting: unavailable (interposer not loaded)")
print(ResolverBenchmarks.run())
print(EngineBenchmarks.run())
print(RegistryBenchmarks.run())
