# cause: readonly_numpy_input
# expect: BufferError: Cannot export readonly array since signalling readonly is unsupported by DLPack
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Detector:
    @R.function
    def main(frame: R.Tensor((1, 64), "float32"), w: R.Tensor((64, 2), "float32")):
        with R.dataflow():
            logits = R.matmul(frame, w)
            p = R.nn.softmax(logits, axis=-1)
            R.output(p)
        return p


ex = tvm.compile(Detector, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
w = np.random.default_rng(0).standard_normal((64, 2)).astype("float32")

# a frame as it arrives from the sensor socket
payload = np.linspace(0, 1, 64, dtype="float32").tobytes()
frame = np.frombuffer(payload, dtype=np.float32).reshape(1, 64)
print(vm["main"](frame, w).numpy())
