# cause: expand_const_shape_symbolic_input
# expect: 'Var' object has no attribute 'value'
# capture: pytest-native
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_expand_opset8_fp16():
    import warnings
    warnings.simplefilter("default")
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, ["n", 1, 1])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, None)
    nodes = [
        helper.make_node("Constant", [], ["s"], value=numpy_helper.from_array(np.array([3, 4], "int64"))),
        helper.make_node("Expand", ["x", "s"], ["y"]),
    ]
    model = helper.make_model(helper.make_graph(nodes, "expand8", [x], [y]), opset_imports=[helper.make_opsetid("", 8)])
    mod = from_onnx(model, keep_params_in_input=False)
    mod = relax.transform.LegalizeOps()(mod)
