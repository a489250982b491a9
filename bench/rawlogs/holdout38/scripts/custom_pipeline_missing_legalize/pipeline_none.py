# cause: custom_pipeline_missing_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
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

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 8, 8), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.op.image.resize2d(x, (16, 16)))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm", relax_pipeline=None)
print(ex)
