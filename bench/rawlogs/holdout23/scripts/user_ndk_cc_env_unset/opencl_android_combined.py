# cause: user_ndk_cc_env_unset
# expect: RuntimeError: Require environment variable TVM_NDK_CC
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.support import ndk

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 1000), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.log_softmax(x))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

target = tvm.target.Target({"kind": "opencl", "device": "adreno"},
                           host={"kind": "llvm", "mtriple": "aarch64-linux-android"})
ex = relax.build(bb.get(), target=target)
print("compiled, exporting for the phone")
ex.export_library("head_adreno.so", fcompile=ndk.create_shared)
