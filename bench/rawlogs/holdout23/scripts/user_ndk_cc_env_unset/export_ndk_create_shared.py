# cause: user_ndk_cc_env_unset
# expect: Require environment variable TVM_NDK_CC
# capture: stderr
# post: crlf
import tvm
from tvm.support import ndk
from tvm.script import ir as I, relax as R


@I.ir_module
class Mobile:
    @R.function
    def main(x: R.Tensor((1, 3, 64, 64), "float32"), w: R.Tensor((16, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.nn.conv2d(x, w, strides=(2, 2), padding=(1, 1)))
            R.output(y)
        return y


# NDK r26 is installed under ~/Android/Sdk/ndk, which ndk.create_shared should find
target = tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-android", "mattr": ["+neon"]})
ex = tvm.compile(Mobile, target=target)
ex.export_library("mobile_arm64.so", fcompile=ndk.create_shared)
