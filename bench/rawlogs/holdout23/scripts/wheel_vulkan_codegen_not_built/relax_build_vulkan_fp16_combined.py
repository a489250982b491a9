# cause: wheel_vulkan_codegen_not_built
# expect: ValueError: Cannot find global function target.build.vulkan
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 1024), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.softmax(x, axis=-1))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

target = tvm.target.Target({"kind": "vulkan", "supports_float16": True, "supports_16bit_buffer": True})
print("target", target)
ex = relax.build(bb.get(), target=target)
