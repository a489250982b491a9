# cause: pool_autopad_symbolic_spatial
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: pytest-line
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_maxpool1d_same_lower():
    node = helper.make_node("MaxPool", ["frames"], ["pooled"], kernel_shape=[3], auto_pad="SAME_LOWER")
    g = helper.make_graph([node], "tpool", [helper.make_tensor_value_info("frames", TensorProto.FLOAT, [1, 32, "T"])],
                          [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, None)])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 12)])
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
