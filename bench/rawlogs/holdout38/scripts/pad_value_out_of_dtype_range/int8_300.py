# cause: pad_value_out_of_dtype_range
# expect: Literal value 300 exceeds range of int8
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

x = np.random.randint(-10, 10, (1, 2, 4, 4)).astype("int8")
print(compile_and_run(lambda a: relax.op.nn.pad(a, [0, 0, 0, 0, 1, 1, 1, 1], pad_value=300.0), x))
