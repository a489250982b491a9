# cause: adaptive_avg_pool_fp16_accumulation_overflow
# expect: AssertionError
# capture: ipython
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

x = np.random.uniform(300, 400, size=(1, 32, 32, 4)).astype("float16")
y = compile_and_run(lambda a: relax.op.nn.adaptive_avg_pool2d(a, (2, 2), layout="NHWC"), x)
ref = x.astype("float32").reshape(1, 2, 16, 2, 16, 4).mean(axis=(2, 4))
np.testing.assert_allclose(y.astype("float32"), ref, rtol=1e-2)
