# cause: adaptive_pool_zero_extent
# expect: Divide by zero
# capture: stderr
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

x = np.random.rand(1, 4, 8, 8).astype("float32")
print(compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool2d(a, (0, 2)), x).shape)
