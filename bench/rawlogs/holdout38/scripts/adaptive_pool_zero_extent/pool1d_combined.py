# cause: adaptive_pool_zero_extent
# expect: Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax

def compile_and_run(build, *arrays):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"in{i}", relax.TensorType(a.shape, str(a.dtype))) for i, a in enumerate(arrays)]
    with bb.function("main", params):
        with bb.dataflow():
            out = bb.emit_output(build(*params))
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in arrays]).numpy()

seq = np.random.rand(2, 8, 16).astype("float32")
bins = 16 // 32   # integer division: meant 32 // 16
print(compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool1d(a, bins), seq).shape)
