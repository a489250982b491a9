# cause: adaptive_avg_pool_fp16_accumulation_overflow
# expect: Mismatched elements|not finite|inf
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

x = np.full((1, 2, 64, 64), 1000.0, dtype="float16")
y = compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool2d(a, 1), x)
np.testing.assert_allclose(y.astype("float32"), x.astype("float32").mean(axis=(2, 3), keepdims=True), rtol=1e-3)
