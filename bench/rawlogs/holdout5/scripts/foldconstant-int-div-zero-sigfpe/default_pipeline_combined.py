# cause: foldconstant-int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: combined
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax

print("tvm", tvm.__version__, flush=True)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([2, 2], "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        total = relax.const(np.array([[100, 100], [100, 100]], "int32"))
        count = relax.const(np.array([[4, 5], [0, 10]], "int32"))
        avg = bb.emit(relax.op.divide(total, count))
        y = bb.emit(relax.op.multiply(x, avg))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)

target = tvm.target.Target("llvm")
pipeline = relax.get_default_pipeline(target)
print("pipeline:", pipeline.info.name, flush=True)
ex = tvm.compile(bb.get(), target=target, relax_pipeline=pipeline)
