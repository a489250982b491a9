# cause: pool_autopad_symbolic_spatial
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: pytest-short
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_avgpool_same_upper():
    node = helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER")
    g = helper.make_graph([node], "avgpool", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 2, "h", "w"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 11)])
    mod = from_onnx(model)
