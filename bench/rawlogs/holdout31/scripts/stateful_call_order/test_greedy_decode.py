# cause: stateful_call_order
# expect: No inputs set for stateful call of decode; use `set_input` first
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Decoder:
    @R.function
    def decode(logits: R.Tensor((1, 50), "float32")):
        with R.dataflow():
            probs = R.nn.softmax(logits, axis=-1)
            token = R.argmax(probs, axis=-1)
            R.output(token)
        return token


def test_greedy_decode_stateful():
    ex = tvm.compile(Decoder, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    logits = np.zeros((1, 50), dtype="float32")
    logits[0, 17] = 5.0
    inputs = [tvm.runtime.tensor(logits)]
    vm.invoke_stateful("decode")
    token = vm.get_outputs("decode").numpy()
    assert token[0] == 17
