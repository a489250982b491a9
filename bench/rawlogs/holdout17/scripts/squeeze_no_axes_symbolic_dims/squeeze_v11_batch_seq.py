# cause: squeeze_no_axes_symbolic_dims
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-line
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_squeeze_v11_batch_seq():
    # opset 11 Squeeze without the `axes` attribute on a [batch, 1, seq] tensor
    node = helper.make_node("Squeeze", ["logits"], ["squeezed"])
    graph = helper.make_graph(
        [node], "squeeze_v11",
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", 1, "seq"])],
        [helper.make_tensor_value_info("squeezed", TensorProto.FLOAT, ["batch", "seq"])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 11)])
    mod = from_onnx(model)
    mod = relax.transform.LegalizeOps()(mod)
    mod.show()
    ex = tvm.compile(mod, target="llvm")
