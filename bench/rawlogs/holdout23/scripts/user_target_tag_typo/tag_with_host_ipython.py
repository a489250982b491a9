# cause: user_target_tag_typo
# expect: Unknown target tag: nvidia/nvidia-a100-80g
# capture: ipython
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16, 1024), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.rms_norm(x, relax.const(__import__("numpy").ones(1024, "float16")), axes=[-1]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

target = tvm.target.Target({"tag": "nvidia/nvidia-a100-80g", "host": {"kind": "llvm"}})
ex = relax.build(bb.get(), target=target)
