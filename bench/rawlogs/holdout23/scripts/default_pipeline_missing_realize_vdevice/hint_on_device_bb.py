# cause: default_pipeline_missing_realize_vdevice
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 64), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        # keep the post-processing on the host CPU
        h = bb.emit(relax.op.hint_on_device(x, tvm.cpu()))
        y = bb.emit(relax.op.nn.relu(h))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

ex = relax.build(bb.get(), target=tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-gnu"}))
