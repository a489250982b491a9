# cause: pad_value_out_of_dtype_range
# expect: exceeds range of int8
# capture: combined
# env: TVM_BACKTRACE=1
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

scale, zero_point = 0.02, 128   # uint8-style zero point reused for an int8 tensor
xq = np.random.randint(-128, 127, (1, 3, 5, 5)).astype("int8")
print(compile_and_run(lambda a: relax.op.nn.pad(a, [0, 0, 0, 0, 1, 1, 1, 1], pad_value=float(zero_point)), xq).shape)
