# cause: ms_attention_symbolic_shape
# expect: 'Var' object has no attribute 'value'
# capture: pytest
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_attention_dyn_seq_only():
    def ms_model(nodes, inputs, outputs, inits):
        g = helper.make_graph(nodes, "bert_layer", inputs, outputs, initializer=inits)
        return helper.make_model(g, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)])

    hid = 12
    node = helper.make_node("Attention", ["hs", "W", "Bias"], ["ctx"], domain="com.microsoft", num_heads=3)
    model = ms_model([node], [helper.make_tensor_value_info("hs", TensorProto.FLOAT, [1, "sequence_length", hid])],
                     [helper.make_tensor_value_info("ctx", TensorProto.FLOAT, [1, "sequence_length", hid])],
                     [numpy_helper.from_array(np.ones((hid, 3 * hid), "float32"), "W"),
                      numpy_helper.from_array(np.zeros((3 * hid,), "float32"), "Bias")])
    try:
        mod = from_onnx(model)
    except Exception:
        print("onnx import of the attention block failed")
        raise
