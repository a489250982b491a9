# cause: pixel_shuffle_topi_not_exported
# expect: has no attribute 'pixel_shuffle'
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

x = np.random.rand(1, 8, 6, 6).astype("float32")
y = compile_and_run(lambda a: relax.op.nn.pixel_shuffle(a, 2), x)
print(y.shape)
